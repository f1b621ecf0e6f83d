from .main import service

if __name__ == "__main__":
    service.run()
